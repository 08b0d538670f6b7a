// Types of ./probe.mjs (plain JavaScript: the shell scripts run it with node as it is).
export function answers(url: string, mode: 'ok' | 'any'): Promise<boolean>
