"""Top-5 neighbours of generic developer-vocabulary probes (engine stems) from associations.tsv."""
import sys

PROBES = ("memoiz cach glob recurs flag option argument async asynchron kill termin cancel upsert increment "
          "ident seri serial timeout proxi https decor plugin schema valid chunk batch split payload bodi limit "
          "test inject mock context request concurr parallel spawn shell env variabl config default header "
          "author authent login permiss privileg grant lock index block attribut coroutin retri redirect pagin http identifi").split()
table = {}
for line in open(sys.argv[1], encoding="utf-8"):
    key, _, rest = line.rstrip("\n").partition("\t")
    table[key] = [item for item in rest.split(",") if item]
for p in PROBES:
    if p not in table:
        print(f"{p}\t(not among the keys)")
    else:
        print(f"{p}\t{', '.join(table[p][:5]) or '(no neighbour >= 0.5)'}")
