"""For operators: `/metrics` and `/healthz` over HTTP on `METRICS_PORT`, and JSON logs."""
