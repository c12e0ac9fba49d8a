// SAKHLI_CONFORMANCE=1 (issue 29 §2): the demo API server checks each answer it sends against the
// contract and keeps the mismatches; GET /__demo/conformance reports them, and the e2e teardown
// fails the run on any. Off by default: `pnpm start` pays nothing for it.
import { answerOf, buildOpenApi, createConformance, describeMismatch } from '@sakhli/sdk/contract';

export const CONFORMANCE_PATH = '/__demo/conformance';

export interface ConformanceReport {
  /** Answers to calls of the contract that were checked. */
  checked: number;
  mismatches: string[];
}

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/** `fetch`, checking each answer; `GET /__demo/conformance` answers the report. */
export async function withConformance<F extends Fetch>(fetch: F): Promise<F> {
  const conformance = createConformance(await buildOpenApi());
  const report: ConformanceReport = { checked: 0, mismatches: [] };
  return (async (request: Request, ...rest: never[]) => {
    if (new URL(request.url).pathname === CONFORMANCE_PATH) return Response.json(report);
    const response = await fetch(request, ...rest);
    const { method, url } = request;
    if (conformance.operationOf(method, new URL(url).pathname)) {
      report.checked += 1;
      const mismatch = conformance.check(await answerOf(request, response));
      if (mismatch) report.mismatches.push(describeMismatch(mismatch));
    }
    return response;
  }) as F;
}
