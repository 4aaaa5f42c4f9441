"""Hostile fixture: writes 96 MiB into its working folder, then answers. Inside the sandbox
its scratch folder holds 64 MiB: the write fails (No space left on device) and it crashes: RE."""

CHUNK = b"x" * 2**20
with open("fill.bin", "wb") as file:
    for _ in range(96):
        file.write(CHUNK)
        file.flush()
print(7)
