/** A decorative strip drawn like the edge of a laminated plywood sheet (the shell's `.ply-edge`). */
export function PlyRule({ className = "" }: { className?: string }) {
  return <div aria-hidden="true" className={`ply-edge h-2 ${className}`} />;
}
