"""Runs a command under a file-size or address-space limit, or with stdout
closed, and says
how it ended and which files its output directory holds afterwards.

usage: limited.py fsize BYTES DIR -- COMMAND...   (SIGXFSZ ignored, so a
       write past the limit fails with EFBIG instead of killing the tool)
       limited.py as BYTES DIR -- COMMAND...      (address space)
       limited.py closed-stdout DIR -- COMMAND...
"""
import os
import resource
import signal
import subprocess
import sys


def main():
    mode = sys.argv[1]
    if mode == "fsize":
        limit, directory = int(sys.argv[2]), sys.argv[3]
        command = sys.argv[5:]

        def prepare():
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    elif mode == "as":
        limit, directory = int(sys.argv[2]), sys.argv[3]
        command = sys.argv[5:]

        def prepare():
            resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    else:
        directory = sys.argv[2]
        command = sys.argv[4:]

        def prepare():
            os.close(1)

    result = subprocess.run(command, preexec_fn=prepare, stderr=subprocess.PIPE, text=True)
    print("exit", result.returncode)
    for line in result.stderr.splitlines():
        print("stderr:", line)
    files = sorted(os.listdir(directory)) if os.path.isdir(directory) else []
    print("files:", " ".join(files) if files else "(none)")


main()
