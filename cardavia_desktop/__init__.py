"""Cardavia: traditional card games against AI opponents, offline."""

__version__ = "0.1.0"
