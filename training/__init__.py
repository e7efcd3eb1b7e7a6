"""Learned components of the AI, trained by self-play (issue 38); see README.md."""
