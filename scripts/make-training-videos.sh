#!/usr/bin/env bash
# Makes the pro dashboard's training videos (apps/web/public/videos): an animated title card
# per lesson, 8 seconds, as WebM (VP9) and MP4 (H.264, for older Safari), plus a poster image.
# They stand in until the product owner records the real lessons; the names and titles must
# match TRAINING_VIDEOS in apps/web/src/features/dashboard/TrainingVideos.tsx.
# Needs ffmpeg (Debian: apt-get install -y ffmpeg) and the DejaVu fonts.
set -euo pipefail

out="$(cd "$(dirname "$0")/.." && pwd)/apps/web/public/videos"
mkdir -p "$out"
serif=/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf
sans=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
seconds=8
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

lessons=(
  "welcome|Welcome to Primp|Lesson 1"
  "first-booking|Your first booking, step by step|Lesson 2"
  "photos|Taking great photos of your work|Lesson 3"
  "payouts|Getting paid with StripeConnect|Lesson 4"
)

for lesson in "${lessons[@]}"; do
  IFS="|" read -r slug title eyebrow <<<"$lesson"
  printf "%s" "$title" >"$work/title.txt"
  printf "%s" "${eyebrow^^}  ·  PRIMP TRAINING" >"$work/eyebrow.txt"
  # Brand plum gradient; the eyebrow and title fade and rise in, a rose rule grows under them.
  filter="gradients=s=640x360:d=${seconds}:r=24:c0=0x7a2f63:c1=0x3d1432:x0=0:y0=0:x1=640:y1=360:speed=0.002,format=yuv420p,
drawtext=fontfile=${sans}:textfile=${work}/eyebrow.txt:fontsize=14:fontcolor=0xf8c1cf:x=48:y=150-8*min(t\,1):alpha='min(t\,1)',
drawtext=fontfile=${serif}:textfile=${work}/title.txt:fontsize=30:fontcolor=white:x=48:y=186-12*min(max(t-0.4\,0)\,1):alpha='min(max(t-0.4\,0)\,1)',
drawbox=x=48:y=236:w='min(max(t-1\,0)*160\,200)':h=3:color=0xe86a89:t=fill"
  ffmpeg -loglevel error -y -f lavfi -i "$filter" -t "$seconds" \
    -c:v libvpx-vp9 -b:v 0 -crf 45 -row-mt 1 -an "$out/$slug.webm"
  ffmpeg -loglevel error -y -f lavfi -i "$filter" -t "$seconds" \
    -c:v libx264 -preset slow -crf 32 -pix_fmt yuv420p -movflags +faststart -an "$out/$slug.mp4"
  ffmpeg -loglevel error -y -ss 3 -i "$out/$slug.webm" -frames:v 1 -q:v 5 "$out/$slug.jpg"
done
ls -l "$out"
