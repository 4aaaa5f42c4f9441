"""The stress tester on POJ 2893 alone: on boards up to 6x7 the answers its drawing knows (the
BFS table; the class of the walk a larger board was made by) follow the inversion rule
(slidingkit/oracle/family_reference.py), the larger shapes among them."""

from slidingkit.judge.stress.boards import Reference
from slidingkit.judge.stress.drawing import Generator
from slidingkit.oracle import family_reference, reference
from slidingkit.problems import load

NAME = "poj_2893"


def test_stress_generator__answers_follow_the_inversion_rule_on_larger_boards():
    written = load(NAME).FORMAT
    made = Generator(written, Reference(reference))
    shapes = set()
    for index in range(80):
        trial = made.trial(7, index)
        queries = written.parse(made.input_text(trial))
        solvable = [
            family_reference.solvable(query.board, query.goal, query.columns) for query in queries
        ]
        answers = [written.answer if yes else written.no_answer for yes in solvable]
        assert made.expected_text(trial) == "".join("%s\n" % answer for answer in answers)
        shapes.update((query.rows, query.columns) for query in queries)
    assert {(4, 4), (6, 7)} <= shapes
