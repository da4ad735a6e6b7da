export function Logo({ className }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-extrabold tracking-tight ${className ?? ''}`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="7" fill="#1e3a8a" />
        <path d="M6 9h4l2.5 10L15 9h2l2.5 10L22 9h4l-4.5 15h-3.2L16 14.5 13.7 24h-3.2z" fill="#fff" />
      </svg>
      <span className="text-xl">Weltaare</span>
    </span>
  );
}
