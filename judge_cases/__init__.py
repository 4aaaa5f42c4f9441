"""The kit's problems: judge_cases/NAME/ holds CASE.in / CASE.out pairs, judge_cases/NAME.json the
settings, and the special judges sit beside them. A package only so that an installed kit carries
it: the judge and the stress tester find a problem by its name in it from any directory
(judge.case_folder.find_problem). Nothing here is imported; `oj test -d judge_cases/NAME` reads the
folders as they are.
"""
