// A placed photo shown whole; a click (or the arrow keys) chooses the point kept in view when a
// page crops it, marked with a ring.
import { Box, UnstyledButton } from "@mantine/core";
import { type FocalPoint, focalPointAt, type ResponsiveImageData } from "@primp/core";
import type { KeyboardEvent, MouseEvent } from "react";
import { ResponsiveImage } from "../../components/ResponsiveImage";

const KEY_STEP = 5;
const KEY_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-KEY_STEP, 0],
  ArrowRight: [KEY_STEP, 0],
  ArrowUp: [0, -KEY_STEP],
  ArrowDown: [0, KEY_STEP],
};
const clamp = (value: number) => Math.min(100, Math.max(0, value));

export function FocalPointPicker({
  image,
  label,
  focalPoint,
  onChange,
}: {
  image: ResponsiveImageData;
  label: string;
  focalPoint: FocalPoint;
  onChange(point: FocalPoint): void;
}) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onChange(focalPointAt(event.clientX - box.left, event.clientY - box.top, box.width, box.height));
  };
  const key = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    onChange({ x: clamp(focalPoint.x + move[0]), y: clamp(focalPoint.y + move[1]) });
  };
  return (
    <UnstyledButton
      onClick={click}
      onKeyDown={key}
      aria-label={`${label}: choose the point to keep in view (now ${focalPoint.x}% from the left, ${focalPoint.y}% from the top)`}
      pos="relative"
      display="block"
      w="100%"
      style={{ cursor: "crosshair", borderRadius: "var(--mantine-radius-md)", overflow: "hidden" }}
    >
      <ResponsiveImage image={image} alt="" sizes="(min-width: 48em) 420px, 100vw" fit="contain" />
      <Box
        aria-hidden="true"
        pos="absolute"
        w={28}
        h={28}
        style={{
          left: `${focalPoint.x}%`,
          top: `${focalPoint.y}%`,
          transform: "translate(-50%, -50%)",
          borderRadius: "50%",
          border: "3px solid var(--mantine-color-white)",
          boxShadow: "0 0 0 2px var(--mantine-color-plum-8)",
          pointerEvents: "none",
        }}
      />
    </UnstyledButton>
  );
}
