"""Hostile fixture: raises its own rlimits (RLIMIT_CPU and RLIMIT_AS, the judge's backstops) as
far as the hard limits let it, and says whether it could: "raised" outside the sandbox (where
the hard limits stay the system's), "kept" inside (where they are the judge's own)."""

import resource

raised = False
for kind in (resource.RLIMIT_CPU, resource.RLIMIT_AS):
    soft, hard = resource.getrlimit(kind)
    try:
        resource.setrlimit(kind, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
        raised = True
    except (ValueError, OSError):
        if hard != soft:
            resource.setrlimit(kind, (hard, hard))
            raised = True
print("raised" if raised else "kept")
