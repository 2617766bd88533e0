"""What to practise next: spaced-repetition review states, due and mistake queues, mastery.

Qt-free.  The scheduler is FSRS (the ``fsrs`` package); the review state of an item can always be
rebuilt by replaying the append-only attempt log in order.
"""
