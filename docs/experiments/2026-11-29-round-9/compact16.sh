#!/usr/bin/env bash
# compact.sh NAME: rounds $R/NAME/final to multiples of 16 and writes $R/NAME-r16.kce, as the shipped default is made.
R=${R:-/work/r4}; K=${K:-/work/jars/kbase/kirin}
[[ -d "$R/$1/final" ]] || { echo "compact.sh: no learned tables in $R/$1/final" >&2; exit 1; }
printf 'usi\nsetoption name EvalDir value %s\nisready\nevalround 16\nevalcompact %s\nquit\n' "$R/$1/final" "$R/$1-r16.kce" \
  | KIRIN_DEFAULT_EVAL=none "$K"
