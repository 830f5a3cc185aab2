_NT16_ class k;
vint16 total;
_share vint16 k::total[4];
