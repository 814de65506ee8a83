#!/usr/bin/env bash
# Regenerates the self-made lesson clips of content/packs/library/media/ (documentation of how they
# were made; CI does not run this). Each clip is a few slides of large text drawn with ffmpeg's
# drawtext filter, narrated in English by espeak-ng, encoded as H.264 + AAC at 854x480 (plus one
# 426x240 copy used as a fallback url), with a small JPEG thumbnail.
#
# Needs: ffmpeg (with libx264, libfreetype), ffprobe, espeak-ng, DejaVu fonts.
#   apt-get install -y ffmpeg espeak-ng fonts-dejavu-core
# Usage: scripts/make-clips.sh [part...]   (run from anywhere; no part = all of them)
#   parts: hcf quadratic trig trig-table fallback hls previews chapters
#          or one chapter clip by its code, e.g. ncert-10-mathematics-ch05
#   (hls and previews read the clips' MP4 files, so run them after the clips they use)
# After a run, update lengthS in content/packs/library/videos.json with the printed durations.
#
# Chapter clips (issue 16 §4, part `chapters`): one narrated 2–4 minute clip per CBSE Class 10
# chapter, data-driven from content/packs/library/clips/<chapter>.txt (format in that folder's
# README.md): each sentence is spoken by espeak-ng on its own, so the English WebVTT cues carry the
# exact times of the voice, and the Hindi WebVTT gets the same cue times. Small on purpose
# (27 clips): 640x360, 5 fps still slides, CRF 32, mono AAC 48 kbit/s; about 1 MB per clip.
# Output: media/<chapter>.mp4, <chapter>.en.vtt, <chapter>.hi.vtt, <chapter>.jpg.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="$ROOT/content/packs/library/media"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"
PARTS=("$@")
[ ${#PARTS[@]} -eq 0 ] && PARTS=(hcf quadratic trig trig-table fallback hls previews chapters)
# want <part>: whether this run makes <part>.
want() {
  local p
  for p in "${PARTS[@]}"; do [ "$p" = "$1" ] && return 0; done
  return 1
}

FONT_BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
W=854 H=480 FPS=12
VOICE=en-gb SPEED=172

# slide <clip> <n> <title> <body> <narration>
# One slide: dark-blue background, title at the top, body in the middle, Abhyas credit at the
# bottom; lasts as long as its narration plus a short pause.
slide() {
  local clip=$1 n=$2 title=$3 body=$4 say=$5
  local dir="$WORK/$clip"
  mkdir -p "$dir"
  printf '%s' "$title" >"$dir/$n.title.txt"
  printf '%s' "$body" >"$dir/$n.body.txt"
  printf '%s' "Abhyas · CBSE Class 10 Mathematics · CC BY-SA 4.0" >"$dir/credit.txt"
  espeak-ng -v "$VOICE" -s "$SPEED" -w "$dir/$n.wav" "$say"
  local secs
  secs=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$dir/$n.wav")
  secs=$(awk -v s="$secs" 'BEGIN { printf "%.2f", s + 0.8 }')
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=0x12305a:s=${W}x${H}:r=${FPS}" \
    -i "$dir/$n.wav" \
    -filter_complex "[0:v]drawbox=x=0:y=0:w=iw:h=92:color=0x0b1f3d:t=fill,\
drawtext=fontfile=$FONT_BOLD:textfile=$dir/$n.title.txt:fontsize=32:fontcolor=0xffd54a:x=(w-text_w)/2:y=26,\
drawtext=fontfile=$FONT:textfile=$dir/$n.body.txt:fontsize=34:line_spacing=14:fontcolor=white:x=(w-text_w)/2:y=(h-text_h)/2+30,\
drawtext=fontfile=$FONT:textfile=$dir/credit.txt:fontsize=16:fontcolor=0x9fb3d1:x=(w-text_w)/2:y=h-30[v];\
[1:a]apad,aresample=22050[a]" \
    -map '[v]' -map '[a]' -t "$secs" \
    -c:v libx264 -preset veryslow -crf 30 -pix_fmt yuv420p -profile:v main -tune stillimage \
    -c:a aac -b:a 32k -ac 1 -ar 22050 \
    "$dir/$n.mp4"
  echo "file '$dir/$n.mp4'" >>"$dir/list.txt"
}

# finish <clip>: joins the slides, writes media/<clip>.mp4 and media/<clip>.jpg, prints the length.
finish() {
  local clip=$1 dir="$WORK/$1"
  ffmpeg -hide_banner -loglevel error -y -f concat -safe 0 -i "$dir/list.txt" -c copy -movflags +faststart "$OUT/$clip.mp4"
  ffmpeg -hide_banner -loglevel error -y -ss 1.5 -i "$OUT/$clip.mp4" -frames:v 1 -vf scale=320:-2 -q:v 6 "$OUT/$clip.jpg"
  local d
  d=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$OUT/$clip.mp4")
  printf '%s  %.2f s (lengthS %d)  %s bytes\n' "$clip.mp4" "$d" "$(awk -v d="$d" 'BEGIN { print int(d) + (d > int(d)) }')" "$(stat -c %s "$OUT/$clip.mp4")"
}

# ---------------------------------------------------------------------------------------------
# Clip 1: HCF and LCM by prime factorisation (ncert-10-mathematics-ch01-t02)
if want hcf; then
C=hcf-lcm-prime-factorisation
slide $C 1 "HCF and LCM by prime factorisation" \
"Every composite number is a product of primes
in exactly one way (Fundamental Theorem
of Arithmetic).

Example:  96 = 2⁵ × 3      404 = 2² × 101" \
"Every composite number is a product of primes in exactly one way. For example, ninety six is two to the five, times three, and four hundred and four is two squared, times one hundred and one."
slide $C 2 "HCF: smallest power of common primes" \
"Common prime:  2
Smallest power:  2²

HCF(96, 404) = 2² = 4" \
"For the H C F, take each common prime with its smallest power. The only common prime is two, and its smallest power is two squared. So the H C F is four."
slide $C 3 "LCM: greatest power of every prime" \
"LCM(96, 404) = 2⁵ × 3 × 101 = 9696

Check:  HCF × LCM = 4 × 9696 = 38784
            96 × 404 = 38784  ✓" \
"For the L C M, take every prime with its greatest power. That gives nine thousand six hundred and ninety six. Check: H C F times L C M equals the product of the two numbers."
finish $C
fi

# ---------------------------------------------------------------------------------------------
# Clip 2: Solving a quadratic by the formula; nature of roots (ncert-10-mathematics-ch04-t03)
if want quadratic; then
C=quadratic-formula-nature-of-roots
slide $C 1 "Solving a quadratic by the formula" \
"ax² + bx + c = 0,   a ≠ 0

x = ( −b ± √(b² − 4ac) ) ÷ 2a

Discriminant:  D = b² − 4ac" \
"To solve a x squared plus b x plus c equals zero, use the quadratic formula: x equals minus b, plus or minus root of b squared minus four a c, all over two a. The number b squared minus four a c is the discriminant, D."
slide $C 2 "Example:  2x² − 7x + 3 = 0" \
"a = 2,  b = −7,  c = 3
D = 49 − 24 = 25,   √D = 5

x = (7 ± 5) ÷ 4   ⇒   x = 3  or  x = 1/2" \
"Example: two x squared minus seven x plus three equals zero. D is forty nine minus twenty four, which is twenty five. So x equals seven plus or minus five, over four: three, or one half."
slide $C 3 "Nature of roots" \
"D > 0   →   two distinct real roots
D = 0   →   two equal real roots
D < 0   →   no real roots" \
"If D is positive, there are two distinct real roots. If D is zero, two equal real roots. If D is negative, no real roots."
finish $C
fi

# ---------------------------------------------------------------------------------------------
# Clip 3: Trigonometric ratios of 30°, 45°, 60° (ncert-10-mathematics-ch08-t02)
if want trig; then
C=trig-ratios-30-45-60
slide $C 1 "Trigonometric ratios of 30°, 45°, 60°" \
"45°:  isosceles right triangle, sides 1, 1, √2
sin 45° = cos 45° = 1/√2,     tan 45° = 1

30° and 60°:  half an equilateral triangle
of side 2  →  sides 1, √3, 2" \
"For forty five degrees, use a right triangle with sides one, one and root two: sine and cosine are one over root two, and tangent is one. For thirty and sixty, halve an equilateral triangle of side two: the sides are one, root three and two."
slide $C 2 "The table" \
"            30°        45°        60°
sin       1/2       1/√2      √3/2
cos      √3/2      1/√2      1/2
tan      1/√3        1          √3" \
"Sine thirty is one half, sine sixty is root three over two. Cosine runs the other way. Tangent is sine over cosine: one over root three, one, and root three."
slide $C 3 "Check with an identity" \
"sin²60° + cos²60° = 3/4 + 1/4 = 1  ✓

As θ grows from 0° to 90°:
sin θ increases,  cos θ decreases" \
"Check: sine squared plus cosine squared of sixty is three quarters plus one quarter, which is one. As the angle grows to ninety degrees, sine increases and cosine decreases."
finish $C
fi

# ---------------------------------------------------------------------------------------------
# Clip 4: Ratios of 0° and 90°; using the table (ncert-10-mathematics-ch08-t02, after clip 3 in the
# chapter's lesson order, so it is clip 3's autoplay next)
if want trig-table; then
C=trig-ratios-using-the-table
slide $C 1 "Ratios of 0° and 90°" \
"sin 0° = 0          sin 90° = 1
cos 0° = 1          cos 90° = 0
tan 0° = 0          tan 90°:  not defined" \
"At zero degrees, sine is zero, cosine is one, and tangent is zero. At ninety degrees, sine is one, cosine is zero, and tangent is not defined."
slide $C 2 "Evaluate with the table" \
"2 tan²45° + cos²30° − sin²60°

= 2 × 1 + 3/4 − 3/4  =  2" \
"Evaluate two tan squared forty five, plus cos squared thirty, minus sin squared sixty. That is two times one, plus three quarters, minus three quarters: two."
slide $C 3 "Find the angles" \
"tan(A + B) = √3,   tan(A − B) = 1/√3
(0° < A + B ≤ 90°,  A > B)

A + B = 60°,   A − B = 30°
⇒   A = 45°,   B = 15°" \
"If tan of A plus B is root three, and tan of A minus B is one over root three, then A plus B is sixty degrees and A minus B is thirty degrees. So A is forty five degrees, and B is fifteen degrees."
finish $C
fi

# ---------------------------------------------------------------------------------------------
# Fallback copy of clip 2 at 426x240 (used as fallbackUrl of the 480p clip).
if want fallback; then
ffmpeg -hide_banner -loglevel error -y -i "$OUT/quadratic-formula-nature-of-roots.mp4" \
  -vf scale=426:240 -c:v libx264 -preset veryslow -crf 32 -pix_fmt yuv420p -profile:v main -tune stillimage \
  -c:a copy -movflags +faststart "$OUT/quadratic-formula-nature-of-roots-240p.mp4"
echo "quadratic-formula-nature-of-roots-240p.mp4  $(stat -c %s "$OUT/quadratic-formula-nature-of-roots-240p.mp4") bytes"
fi

# ---------------------------------------------------------------------------------------------
# HLS version of clip 1 (its catalogue url; the MP4 is its fallbackUrl): a folder of its own,
# media/<clip>/ with master.m3u8, two video renditions (480p/, 240p/) and one audio rendition
# (audio/, shared by both, so the sound is stored once), each an index.m3u8 of 4 s fragmented-MP4
# segments (a keyframe every 4 s, so every segment starts with one). The folder is what a signed HLS
# url covers (docs/decisions/012), so the playlists use relative urls only.
if want hls; then
C=hcf-lcm-prime-factorisation
rm -rf "${OUT:?}/$C"
mkdir -p "$OUT/$C"
ffmpeg -hide_banner -loglevel error -y -i "$OUT/$C.mp4" \
  -filter_complex "[0:v]split=2[a][b];[b]scale=426:240[low]" \
  -map '[a]' -map '[low]' -map 0:a \
  -c:v libx264 -preset veryslow -tune stillimage -pix_fmt yuv420p -profile:v main \
  -crf:v:0 30 -maxrate:v:0 300k -bufsize:v:0 600k -crf:v:1 32 -maxrate:v:1 150k -bufsize:v:1 300k \
  -g $((FPS * 4)) -keyint_min $((FPS * 4)) -sc_threshold 0 \
  -c:a copy \
  -f hls -hls_time 4 -hls_playlist_type vod -hls_flags independent_segments -hls_segment_type fmp4 \
  -hls_segment_filename "$OUT/$C/%v/seg-%03d.m4s" -master_pl_name master.m3u8 \
  -var_stream_map "v:0,agroup:aud,name:480p v:1,agroup:aud,name:240p a:0,agroup:aud,name:audio,default:yes" \
  "$OUT/$C/%v/index.m3u8"
echo "$C/ (HLS)  $(du -sb "$OUT/$C" | cut -f1) bytes"
fi

# ---------------------------------------------------------------------------------------------
# Tile previews (learning.md §4 Tiles: shown after 550 ms of hover): each clip sped up to 6 s, so
# all its slides pass by; no sound, 320 px wide, 12 fps: media/<clip>-preview.mp4.
if want previews; then
for C in hcf-lcm-prime-factorisation quadratic-formula-nature-of-roots trig-ratios-30-45-60 trig-ratios-using-the-table; do
  d=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$OUT/$C.mp4")
  ffmpeg -hide_banner -loglevel error -y -i "$OUT/$C.mp4" -an \
    -vf "setpts=PTS*6/$d,fps=$FPS,scale=320:-2" -t 6 \
    -c:v libx264 -preset veryslow -crf 30 -pix_fmt yuv420p -profile:v main -tune stillimage -movflags +faststart \
    "$OUT/$C-preview.mp4"
  echo "$C-preview.mp4  $(stat -c %s "$OUT/$C-preview.mp4") bytes"
done
fi

# ---------------------------------------------------------------------------------------------
# Chapter clips from content/packs/library/clips/<chapter>.txt.
CLIPS="$ROOT/content/packs/library/clips"
CW=640 CH=360 CFPS=5
# Narration speed (words per minute) and the pauses after a sentence and after a slide; a clip's
# file may set its own with a `#! <speed> <sentence gap> <slide gap>` line.
SPEED_CLIP=160 GAP_SENTENCE=0.35 GAP_SLIDE=0.9

# vtt_time <seconds>: 00:01:02.345
vtt_time() { awk -v t="$1" 'BEGIN { h = int(t / 3600); m = int((t - h * 3600) / 60); s = t - h * 3600 - m * 60; printf "%02d:%02d:%06.3f", h, m, s }'; }

# chapter_slide_png <dir> <n> <title> <body-file> <subject line>: one 640x360 slide as a PNG.
chapter_slide_png() {
  local dir=$1 n=$2
  printf '%s' "$3" >"$dir/$n.title.txt"
  printf '%s' "$5" >"$dir/credit.txt"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=0x12305a:s=${CW}x${CH}" -frames:v 1 \
    -vf "drawbox=x=0:y=0:w=iw:h=58:color=0x0b1f3d:t=fill,\
drawtext=expansion=none:fontfile=$FONT_BOLD:textfile=$dir/$n.title.txt:fontsize=24:fontcolor=0xffd54a:x=(w-text_w)/2:y=17,\
drawtext=expansion=none:fontfile=$FONT:textfile=$4:fontsize=21:line_spacing=9:fontcolor=white:x=(w-text_w)/2:y=(h-text_h)/2+18,\
drawtext=expansion=none:fontfile=$FONT:textfile=$dir/credit.txt:fontsize=11:fontcolor=0x9fb3d1:x=(w-text_w)/2:y=h-20" \
    "$dir/$n.png"
}

# chapter_clip <chapter>: reads clips/<chapter>.txt and writes the clip, its two caption files and
# its thumbnail.
#   # <subject line shown at the bottom of every slide>
#   #! <speed> <sentence gap> <slide gap>   optional: slower narration, longer pauses
#   ## <slide title>          starts a slide; the lines after it, up to its first `>`, are its body
#   > <English sentence>      spoken by espeak-ng; also its English caption cue
#   = <Hindi sentence>        the Hindi caption of the sentence above, at the same times
#                             (a body line may start with `=`, never with `> `)
chapter_clip() {
  local chapter=$1 src="$CLIPS/$1.txt" dir="$WORK/$1"
  [ -f "$src" ] || { echo "no $src" >&2; return 1; }
  mkdir -p "$dir"
  : >"$dir/sentences.tsv"
  printf 'WEBVTT\n' >"$dir/en.vtt"
  printf 'WEBVTT\n' >"$dir/hi.vtt"
  local subject="" n=0 k=0 t=0 in_body=0 line speed=$SPEED_CLIP gap_sentence=$GAP_SENTENCE gap_slide=$GAP_SLIDE
  local -a titles=() bodies=()
  # Pass 1: slides (title and body file) and sentences (English, Hindi, slide number).
  local -a say=() hin=() of=()
  while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in
      '## '*) n=$((n + 1)); titles[n]="${line#\#\# }"; : >"$dir/$n.body.txt"; in_body=1 ;;
      '# '*) subject="${line#\# }" ;;
      '#! '*) read -r speed gap_sentence gap_slide <<<"${line#\#! }" ;;
      '> '*) in_body=0; k=$((k + 1)); say[k]="${line#> }"; hin[k]=""; of[k]=$n ;;
      '= '*) if [ "$in_body" = 1 ]; then printf '%s\n' "$line" >>"$dir/$n.body.txt"; else hin[k]="${line#= }"; fi ;;
      *) [ "$in_body" = 1 ] && printf '%s\n' "$line" >>"$dir/$n.body.txt" ;;
    esac
  done <"$src"
  local i s start end
  for i in $(seq 1 "$n"); do
    # Trailing blank lines of a body are not drawn.
    sed -i -e ':a' -e '/^\n*$/{$d;N;ba' -e '}' "$dir/$i.body.txt"
    chapter_slide_png "$dir" "$i" "${titles[i]}" "$dir/$i.body.txt" "$subject"
  done
  # Pass 2: speak each sentence (espeak-ng: 22050 Hz mono WAV), then pad and join them exactly
  # (whole samples, no resampling) and write both cues at the voice's times.
  for s in $(seq 1 "$k"); do
    [ -n "${hin[s]}" ] || { echo "$src: sentence $s has no Hindi line" >&2; return 1; }
    espeak-ng -v "$VOICE" -s "$speed" -w "$dir/s$s.raw.wav" "${say[s]}"
    local gap=$gap_sentence last=0
    { [ "$s" = "$k" ] || [ "${of[s + 1]}" != "${of[s]}" ]; } && gap=$gap_slide last=1
    printf '%s\t%s\t%s\t%s\n' "$dir/s$s.raw.wav" "$gap" "${of[s]}" "$last" >>"$dir/sentences.tsv"
  done
  # Joins the sentences into audio.wav (each followed by its gap's silence) and writes cues.txt
  # (each sentence's start and end, in seconds) and slides.txt (each slide's image and length).
  python3 - "$dir" <<'PY'
import sys, wave
d = sys.argv[1]
rows = [l.rstrip('\n').split('\t') for l in open(f'{d}/sentences.tsv')]
out = wave.open(f'{d}/audio.wav', 'wb')
t = 0  # samples
rate = None
cues, slides, slide_start = [], [], 0
for path, gap, slide, last_of_slide in rows:
    w = wave.open(path, 'rb')
    if rate is None:
        rate = w.getframerate()
        out.setnchannels(1); out.setsampwidth(w.getsampwidth()); out.setframerate(rate)
    n = w.getnframes()
    out.writeframes(w.readframes(n))
    pad = round(float(gap) * rate)
    out.writeframes(b'\0' * pad * w.getsampwidth())
    cues.append((t / rate, (t + n) / rate))
    t += n + pad
    if last_of_slide == '1':
        slides.append((slide, (t - slide_start) / rate))
        slide_start = t
out.close()
with open(f'{d}/cues.txt', 'w') as f:
    for a, b in cues: f.write(f'{a:.3f} {b:.3f}\n')
with open(f'{d}/slides.txt', 'w') as f:
    for slide, length in slides: f.write(f"file '{d}/{slide}.png'\nduration {length:.3f}\n")
    f.write(f"file '{d}/{slides[-1][0]}.png'\n")
PY
  t=$(python3 -c "import wave; w = wave.open('$dir/audio.wav'); print(f'{w.getnframes() / w.getframerate():.3f}')")
  s=0
  while read -r start end; do
    s=$((s + 1))
    printf '\n%d\n%s --> %s\n%s\n' "$s" "$(vtt_time "$start")" "$(vtt_time "$end")" "${say[s]}" >>"$dir/en.vtt"
    printf '\n%d\n%s --> %s\n%s\n' "$s" "$(vtt_time "$start")" "$(vtt_time "$end")" "${hin[s]}" >>"$dir/hi.vtt"
  done <"$dir/cues.txt"
  # (slides.txt names the last image again: the image concat demuxer needs it for its duration to count.)
  ffmpeg -hide_banner -loglevel error -y -f concat -safe 0 -i "$dir/slides.txt" -i "$dir/audio.wav" \
    -map 0:v -map 1:a -vf "fps=$CFPS,format=yuv420p" -t "$t" \
    -c:v libx264 -preset veryslow -crf 32 -tune stillimage -profile:v main -g $((CFPS * 10)) \
    -c:a aac -b:a 48k -ac 1 -ar 22050 -movflags +faststart \
    "$OUT/$chapter.mp4"
  cp "$dir/en.vtt" "$OUT/$chapter.en.vtt"
  cp "$dir/hi.vtt" "$OUT/$chapter.hi.vtt"
  ffmpeg -hide_banner -loglevel error -y -i "$dir/1.png" -vf scale=320:-2 -q:v 6 "$OUT/$chapter.jpg"
  local d
  d=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$OUT/$chapter.mp4")
  printf '%s  %.2f s (lengthS %d)  %s bytes  %d slides  %d cues\n' "$chapter.mp4" "$d" "$(awk -v d="$d" 'BEGIN { print int(d) + (d > int(d)) }')" "$(stat -c %s "$OUT/$chapter.mp4")" "$n" "$k"
}

for f in "$CLIPS"/*.txt; do
  [ -f "$f" ] || continue
  c=$(basename "$f" .txt)
  if want chapters || want "$c"; then chapter_clip "$c"; fi
done

du -cb "$OUT"/*.mp4 | tail -1
du -sb "$OUT"
