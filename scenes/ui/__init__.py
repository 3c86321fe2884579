"""Drawing helpers every screen shares: widgets, colours and sizes, text sizes."""
