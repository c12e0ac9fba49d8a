// The contract's page for people: Redoc over openapi.json, both served from the page's own origin
// (the SDK's dist/api-docs/ and the demo API's /api-docs), so it works offline and with a strict CSP.

export function apiDocsPage({ spec, script }: { spec: string; script: string }): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sakhli API contract</title>
    <style>body { margin: 0; }</style>
  </head>
  <body>
    <redoc spec-url="${spec}" hide-download-button="false"></redoc>
    <script src="${script}"></script>
  </body>
</html>
`;
}
