"""The SQL that reads, forgets and purges members' and servers' rows, table by table."""
