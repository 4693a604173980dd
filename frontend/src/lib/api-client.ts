/** The one API client. Every call sends cookies (docs/api.md) and turns a non-OK answer into an ApiError. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const res = await fetch(path, { credentials: 'include', ...init, headers });
  if (!res.ok) {
    const text = (await res.text().catch(() => '')) || res.statusText;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    throw new ApiError(res.status, `${res.status}: ${text}`, body);
  }
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
