"""Hostile fixture: asks a server on 127.0.0.1 (its input gives the port) for the answer, and
says so: AC where it can reach the network, WA inside the sandbox, which has none."""

import socket
import sys

port = int(sys.stdin.readline().split()[0])  # stress appends its seed
try:
    with socket.create_connection(("127.0.0.1", port), timeout=5) as connection:
        connection.sendall(b"leak\n")
        print(connection.makefile().readline().strip())
except OSError as error:
    print("offline: %s" % error.strerror)
