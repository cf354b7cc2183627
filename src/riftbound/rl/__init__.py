"""Reinforcement-learning interfaces (the ``rl`` extra: numpy, pettingzoo, gymnasium, open_spiel).

- :func:`aec_env`: a PettingZoo AEC environment for every mode (2-4 agents);
- :class:`RiftboundGymEnv` (``gymnasium.make("Riftbound-v0")``) and :func:`vector_env`: one seat
  against built-in bots, for Gymnasium;
- ``import riftbound.rl.openspiel_game`` registers ``pyspiel.load_game("python_riftbound")``
  (imported on its own: OpenSpiel does not install everywhere);
- :class:`Session`, :class:`Shape` and :class:`Layout`: the episode, observation and action
  space they share (:mod:`riftbound.rl.observation`, :mod:`riftbound.rl.tokens`).
"""

from .gym_env import RiftboundGymEnv, vector_env
from .layout import Layout, Shape
from .pettingzoo_env import RiftboundAEC, aec_env
from .session import IllegalTokenError, Session

__all__ = ["IllegalTokenError", "Layout", "RiftboundAEC", "RiftboundGymEnv", "Session", "Shape",
           "aec_env", "vector_env"]
