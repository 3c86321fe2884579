"""Art drawn by code: the characters' portraits, and the cache that keeps each picture per size."""
