#!/usr/bin/env bash
# Regenerates the self-made lesson clips of content/packs/library/media/ (documentation of how they
# were made; CI does not run this). Each clip is a few slides of large text drawn with ffmpeg's
# drawtext filter, narrated in English by espeak-ng, encoded as H.264 + AAC at 854x480 (plus one
# 426x240 copy used as a fallback url), with a small JPEG thumbnail.
#
# Needs: ffmpeg (with libx264, libfreetype), ffprobe, espeak-ng, DejaVu fonts.
#   apt-get install -y ffmpeg espeak-ng fonts-dejavu-core
# Usage: scripts/make-clips.sh [part...]   (run from anywhere; no part = all of them)
#   parts: hcf quadratic trig trig-table fallback hls previews
#   (hls and previews read the clips' MP4 files, so run them after the clips they use)
# After a run, update lengthS in content/packs/library/videos.json with the printed durations.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="$ROOT/content/packs/library/media"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"
PARTS=("$@")
[ ${#PARTS[@]} -eq 0 ] && PARTS=(hcf quadratic trig trig-table fallback hls previews)
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

du -cb "$OUT"/*.mp4 | tail -1
du -sb "$OUT"
