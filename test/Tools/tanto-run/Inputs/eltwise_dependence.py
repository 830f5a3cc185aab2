"""The dependence term of the eltwise program's roofline
(test/Programs/eltwise), from the target file and the program's structure,
written apart from the simulator: prints "dependence <cycles>".

Each of the 16 cores reads pages 16*i .. 16*i+15 of a and of b (2 KiB each,
page p in bank p % banks) on NoC 0, adds each pair of tiles (latency.math
eltwise), packs the sum (pack) and writes it to page p of c on NoC 1; its
writer waits for its writes before it ends. At best a transfer starts
latency.issue after the start and once its data exists, and lasts its
endpoint's service, its request's and its response's way (2 interface
crossings and hop_cycles per router hop each way) and its bytes at the
slower of the port and the bank.

The bound is the longest chain (a read, the add, the pack, the write) or,
for each thing that serves one transfer or math call at a time (a core's
NoC port, a bank, a NoC link: a packet's head reaches the i-th link of its
route i hops after its start; a math unit), Carlier's bound over the jobs
whose earliest start there is at least each one's: that start, the service
of all of them, and the least of what each still has to do after its
service (the rest of its flight, then the add, pack and write it feeds).

usage: eltwise_dependence.py ARCH.toml
"""
import sys
from collections import defaultdict

from eltwise_noc import load, router

arch = load(sys.argv[1])
soc = arch["soc"]
banks = arch["dram"]["banks"]
latency = arch["latency"]
PAGE = 2048
route = router(soc)


def way(links):
    return 2 * soc["niu_cycles"] + soc["hop_cycles"] * len(links)


port = -(-PAGE // latency["noc_bytes_per_cycle"])
bank_time = -(-PAGE // latency["dram_bytes_per_cycle"])
add, pack = latency["math"]["eltwise"], latency["math"]["pack"]
issue, hop = latency["issue"], soc["hop_cycles"]

# resource -> [(earliest start there, service, least still to do after it)]
jobs = defaultdict(list)
chain = 0
for index in range(16):
    x, y = index % 4, index // 4
    core = (soc["worker_columns"][x], soc["worker_rows"][y])
    for page in range(16 * index, 16 * index + 16):
        bank = tuple(soc["dram_endpoints"][page % banks])
        inward = route(0, bank, core)
        read = latency["dram_read"] + way(route(0, core, bank)) + way(inward) + max(port, bank_time)
        outward = route(1, core, bank)
        write = latency["dram_write"] + way(outward) + way(route(1, bank, core)) + max(port, bank_time)
        read_ready = issue + read
        packed = read_ready + add + pack
        chain = max(chain, max(packed, issue) + write)
        after_read = add + pack + write
        for _ in "ab":
            jobs["read port", index].append((issue, port, read - port + after_read))
            jobs["bank", bank].append((issue, bank_time, read - bank_time + after_read))
            for i, link in enumerate(inward):
                jobs["link", link].append((issue + i * hop, port, read - i * hop - port + after_read))
        jobs["math", index].append((read_ready, add, pack + write))
        jobs["math", index].append((read_ready + add, pack, write))
        jobs["write port", index].append((packed, port, write - port))
        jobs["bank", bank].append((packed, bank_time, write - bank_time))
        for i, link in enumerate(outward):
            jobs["link", link].append((packed + i * hop, port, write - i * hop - port))

bound = chain
for served in jobs.values():
    service, rest = 0, None
    for start, cycles, left in sorted(served, reverse=True):
        service += cycles
        rest = left if rest is None else min(rest, left)
        bound = max(bound, start + service + rest)
print(f"dependence {bound}")
