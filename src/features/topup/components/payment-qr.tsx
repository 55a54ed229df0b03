import { useEffect, useState } from "react";

/** The EIP-681 request as a QR code, rendered to SVG (no canvas, so it also works in tests). */
export function PaymentQr({ uri }: { uri: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // Loaded with the first quote, not with the page: most visits never show a QR code.
    import("qrcode")
      .then(({ default: QRCode }) =>
        QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 }),
      )
      .then(
        (markup) => live && setSvg(markup),
        () => live && setSvg(null),
      );
    return () => {
      live = false;
    };
  }, [uri]);

  if (svg === null) return <div className="size-44 rounded-md bg-surface-2" aria-hidden="true" />;
  return (
    <img
      className="size-44 rounded-md bg-white p-1"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="QR code of the payment request, for a wallet app"
    />
  );
}
