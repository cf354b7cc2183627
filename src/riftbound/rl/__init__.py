"""Reinforcement-learning interfaces (the ``rl`` extra)."""
