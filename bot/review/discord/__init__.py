"""The Discord side of reviews: the command's answer and the graph it posts."""
