export function Logo({ className = 'h-9', light = false }: { className?: string; light?: boolean }) {
  return (
    <svg viewBox="0 0 190 44" className={className} role="img" aria-label="Calzado Andino">
      <rect width="44" height="44" rx="10" fill={light ? '#fff' : '#0f3d3e'} />
      <path d="M8 28c6 0 10-2 14-7l4 3c2 1.5 5 2.2 8 2.2h3v4.8H8z" fill="#f59e0b" />
      <path
        d="M9 18l6-7 6 7 4-4 10 11"
        fill="none"
        stroke={light ? '#0f3d3e' : '#fff'}
        strokeWidth="2.6"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <text x="54" y="20" fontFamily="system-ui, sans-serif" fontSize="17" fontWeight="800" fill={light ? '#fff' : '#0f3d3e'}>
        CALZADO
      </text>
      <text x="54" y="38" fontFamily="system-ui, sans-serif" fontSize="13" fontWeight="600" letterSpacing="3.2" fill="#f59e0b">
        ANDINO
      </text>
    </svg>
  );
}
