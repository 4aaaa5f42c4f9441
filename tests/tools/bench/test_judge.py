"""The bench's judge section (slidingkit/tools/bench/judge.py).

What it proves: judge_under_load alternates the two conditions round after round and reports
each one's median CPU and wall time with its ratios to the run alone, the runs replaced by fixed
figures (the real runs spin for half a second each; tests/tools/bench/test_cli.py runs one, marked
slow); sandbox_cost alternates a short run without and inside the sandbox and gives the
difference of the medians, or says why it cannot measure.
"""

from slidingkit.judge import JudgeError
from slidingkit.judge.sandbox import Sandbox
from slidingkit.tools.bench import judge


def test_judge_under_load__medians_and_ratios_to_the_run_alone(monkeypatch):
    figures = {0: iter([(0.5, 0.5), (0.5, 0.7), (0.5, 0.6)])}
    figures[2] = iter([(0.5, 1.5), (0.6, 1.2), (0.5, 1.8)])
    order = []

    def judged_run(cpu, loops):
        order.append(loops)
        return next(figures[loops])

    monkeypatch.setattr(judge, "judged_run", judged_run)
    rows = judge.judge_under_load(3)
    assert order == [0, 2, 0, 2, 0, 2]
    assert rows[0] == ("alone on one CPU", 0.5, 1.0, 0.6, 1.0)
    name, cpu, cpu_ratio, wall, wall_ratio = rows[1]
    assert name == "beside two busy loops on that CPU" and (cpu, wall) == (0.5, 1.5)
    assert cpu_ratio == 1.0 and abs(wall_ratio - 2.5) < 1e-9


def test_sandbox_cost__alternates_the_two_runs_and_gives_the_difference(monkeypatch):
    """Without and inside the sandbox take turns; the cost is the difference of the medians."""
    walls = {0: iter([(0.010,), (0.012,), (0.011,)]), 2: iter([(0.017,), (0.016,), (0.018,)])}
    order = []

    def short_run(command, helpers):
        order.append(helpers)
        return next(walls[helpers])

    monkeypatch.setattr(judge, "short_run", short_run)
    monkeypatch.setattr(judge, "find_sandbox", lambda folder: Sandbox("/usr/bin/bwrap"))
    text = judge.sandbox_cost(3, lambda line: None)
    assert order == [0, 2, 0, 2, 0, 2]
    assert "| inside --sandbox  | 17.0    | 1.55" in text
    assert text.endswith("The sandbox's cost: 6.0 ms of wall time per case.\n")


def test_sandbox_cost__without_bubblewrap_says_why(monkeypatch):
    def missing(folder):
        raise JudgeError("--sandbox needs bubblewrap, and bwrap is not on PATH")

    monkeypatch.setattr(judge, "find_sandbox", missing)
    assert judge.sandbox_cost(3, lambda line: None) == (
        "`--sandbox` is not measured here: --sandbox needs bubblewrap, and bwrap is not on PATH\n"
    )
