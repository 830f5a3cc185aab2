#!/usr/bin/env bash
# The scale program's build and run, as an SDK tutorial writes them.
set -e

cslc --arch=wse3 ./layout.csl --fabric-dims=10,4 \
--fabric-offsets=4,1 --params=width:3,height:2 --params=n:5 -o out \
--memcpy --channels=1 --width-west-buf=0 --width-east-buf=0
cs_python run.py --name out
