#!/bin/sh
# bench/word_vectors/run.sh [DATA_DIR] — word vectors from dictionary text for the words the
# general model never saw, measured on Spider dev and the synonym dev set.
#   THRESHOLD=0.7 (nearest-word cosine)  WORK=/tmp/dtfixup_word_vectors (kept: 1 GB)
#   SYNONYM_DEV=FILE (bench/spider/synonyms.py's dev copy; skipped without it)
# Needs Debian's fasttext, dict-gcide, wordnet-base and python3-numpy, and the extension
# built and installed.  Steps:
#   1. corpus.py: WordNet synsets and glosses, GCIDE definitions, Spider's training questions
#      and schema names (4.3M words); stem_corpus: the parser's own tokens and stems;
#   2. fastText skipgram vectors (100 dimensions, sub-words 3-5, 10 epochs, minCount 3);
#   3. fit_map.py: a linear map from vectors to the first parser's word rows (held-out R^2),
#      and each unknown word's nearest known word;
#   4. model_rows copy: both shipped parsers with those words added, each with its nearest
#      known word's row; both pairs evaluated with bench/spider/evaluate.sh.
set -eu
cd "$(dirname "$0")/../.."
DATA=${1:-${DTFIXUP_DATA:-../shared/data}}
[ -d "$DATA/spider" ] || { echo "SKIP bench/word_vectors/run.sh: no Spider data at $DATA/spider"; exit 0; }
for tool in fasttext python3; do
	command -v $tool >/dev/null || { echo "SKIP bench/word_vectors/run.sh: $tool not installed (apt-get install fasttext)"; exit 0; }
done
GCIDE=/usr/share/dictd/gcide.dict.dz
WORDNET=${WORDNET_DIR:-/usr/share/wordnet}
[ -f "$GCIDE" ] || { echo "SKIP bench/word_vectors/run.sh: no $GCIDE (apt-get install dict-gcide)"; exit 0; }
[ -f "$WORDNET/data.noun" ] || { echo "SKIP bench/word_vectors/run.sh: no WordNet at $WORDNET"; exit 0; }
/usr/bin/python3 -c 'import numpy' 2>/dev/null || { echo "SKIP bench/word_vectors/run.sh: no numpy (apt-get install python3-numpy)"; exit 0; }
THRESHOLD=${THRESHOLD:-0.7}
WORK=${WORK:-/tmp/dtfixup_word_vectors}
mkdir -p "$WORK"
chmod 755 "$WORK"

make -s unittest-build >/dev/null
OBJS=$(ls test/unit/obj/*/*.o)
for tool in stem_corpus model_rows; do
	gcc -O2 -std=gnu11 -Isrc -o "$WORK/$tool" bench/word_vectors/$tool.c $OBJS -lopenblas -lm -ldl -lpthread
done

python3 bench/word_vectors/corpus.py "$WORDNET" "$GCIDE" "$DATA/spider" | "$WORK/stem_corpus" > "$WORK/corpus.txt"
echo "corpus: $(wc -w < "$WORK/corpus.txt") words"
[ -s "$WORK/vectors.bin" ] || fasttext skipgram -input "$WORK/corpus.txt" -output "$WORK/vectors" \
	-dim 100 -minn 3 -maxn 5 -epoch 10 -minCount 3 -thread 2 -verbose 0

"$WORK/model_rows" dump models/dtfixup_general.ckpt "$WORK/rows1.tsv"
/usr/bin/python3 bench/word_vectors/fit_map.py "$WORK/rows1.tsv" "$WORK/vectors.bin" "$WORK/vectors.vec" \
	"$THRESHOLD" "$WORK/pairs.txt"
for m in 1 2; do
	src=models/dtfixup_general.ckpt
	[ $m = 1 ] || src=models/dtfixup_general.$m.ckpt
	"$WORK/model_rows" copy "$src" "$WORK/pairs.txt" "$WORK/expanded$m.ckpt"
done

evaluate() {				# LABEL FIRST SECOND [DEV_JSON]
	RESULTS_DIR="$WORK/$1" ENSEMBLE="$3" DEV_JSON="${4:-$DATA/spider/dev.json}" \
		sh bench/spider/evaluate.sh "$2" "$DATA/spider" >/dev/null
	python3 -c 'import json, sys
d = json.load(open(sys.argv[1] + "/dev_summary.json")); h = d["exact_match_by_hardness_all"]
print("%-22s exact %s%% (easy %s, medium %s, hard %s, extra %s)" % (sys.argv[2], d["exact_match_all"],
      h["easy"], h["medium"], h["hard"], h["extra"]))' "$WORK/$1" "$1"
}
evaluate shipped models/dtfixup_general.ckpt models/dtfixup_general.2.ckpt
evaluate expanded "$WORK/expanded1.ckpt" "$WORK/expanded2.ckpt"
if [ -n "${SYNONYM_DEV:-}" ]; then
	evaluate shipped_synonyms models/dtfixup_general.ckpt models/dtfixup_general.2.ckpt "$SYNONYM_DEV"
	evaluate expanded_synonyms "$WORK/expanded1.ckpt" "$WORK/expanded2.ckpt" "$SYNONYM_DEV"
fi
