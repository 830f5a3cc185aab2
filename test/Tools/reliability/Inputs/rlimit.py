"""Runs a command under an address-space and a CPU-time limit, so that a
regression to superlinear memory or time fails the test (killed, or out of
memory) instead of passing slowly. The command replaces this process: its
exit code and output are the test's.

usage: rlimit.py MEMORY_MIB CPU_SECONDS -- COMMAND...
"""
import os
import resource
import sys

memory = int(sys.argv[1]) << 20
cpu = int(sys.argv[2])
resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu))
os.execvp(sys.argv[4], sys.argv[4:])
