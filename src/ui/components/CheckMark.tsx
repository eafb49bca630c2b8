/** The tick shown in a selected checkbox or choice card (decorative: the control's state is announced). */
export function CheckMark() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" focusable="false" aria-hidden="true">
      <path
        d="M3.5 8.5l3 3 6-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
