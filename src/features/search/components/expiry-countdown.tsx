/** "4:05" left, from milliseconds. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${seconds.toString().padStart(2, "0")}`;
}

export function ExpiryCountdown({
  expiresAt,
  now,
  stated,
}: {
  expiresAt: number;
  now: number;
  stated: boolean;
}) {
  const left = expiresAt - now;
  return (
    <div>
      <dt className="text-xs text-muted">Expires in</dt>
      <dd className={`font-semibold tabular-nums ${left < 60_000 ? "text-warning" : "text-fg"}`}>
        {left <= 0 ? "expired" : `${stated ? "" : "about "}${formatRemaining(left)}`}
        <span className="ml-1 text-xs font-normal text-muted">
          (at {new Date(expiresAt).toLocaleTimeString()})
        </span>
      </dd>
    </div>
  );
}
