// npm run bench:ui [-- --projects 5000 --runs 6 --url postgres://postgres@127.0.0.1:5432/postgres --profile]
/* global document, window */
// The project browser's budget in Chromium: seeds a fresh PostgreSQL database at scale, starts the
// built app on it as `npm start` does, signs in, and times full page loads of /browser until the
// grid shows its rows and the row count covers them all. Prints each run. Not a test.
// --cold: the profile and the trace below are of a load with an empty HTTP cache (a new context).
// --profile: after the timed runs, one more (untimed) load under Chromium's CPU profiler, and the
// functions that took the most time, with where they are (bundle file, line) and a bit of source.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    projects: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '6' },
    profile: { type: 'boolean', default: false },
    timeline: { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
    'profile-after-list': { type: 'boolean', default: false },
    cold: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3190' },
    url: {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const base = `http://127.0.0.1:${values.port}`;
const dbName = `n5_ui_bench_${process.pid}`;
const dbUrl = new URL(values.url);
dbUrl.pathname = `/${dbName}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'n5-ui-bench-'));

async function admin(statement) {
  const client = new pg.Client({ connectionString: values.url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function waitForServer(server) {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}.`);
    try {
      if ((await fetch(`${base}/config`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The server did not answer within 2 minutes.');
}

/**
 * CPU time (ms) used so far by a process and its descendants, from /proc: unlike wall time, it
 * barely moves when other work shares the machine, so it compares two builds on a busy machine.
 */
function cpuMs(rootPid, onlyCommand = '') {
  const stats = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      const command = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
      stats.set(Number(entry), {
        command,
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // the process ended while being read
    }
  }
  const inTree = (pid) => {
    for (let p = pid, depth = 0; p > 1 && depth < 20; p = stats.get(p)?.ppid ?? 0, depth++) {
      if (p === rootPid) return true;
    }
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) {
    if (inTree(pid) && stat.command.includes(onlyCommand)) ticks += stat.ticks;
  }
  return ticks * 10;
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

await admin(`create database ${dbName}`);
const env = {
  ...process.env,
  DATABASE_URL: dbUrl.href,
  DATA_DIR: dataDir,
  PORT: values.port,
  AUTH_MODE: 'dev',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  PUBLIC_RATE_LIMIT: '10000',
};
let server;
let browser;
try {
  execFileSync('npm', ['run', 'seed', '-w', 'apps/server', '--', '--projects', values.projects], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await admin(`vacuum analyze`).catch(() => {});
  server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForServer(server);

  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const openSignedIn = async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      baseURL: base,
    });
    const signedIn = await context.newPage();
    const login = await signedIn.request.post('/auth/dev-login', {
      data: { email: 'pm@n5.local' },
      headers: { origin: base },
    });
    if (!login.ok()) throw new Error(`dev-login answered ${login.status()}`);
    return { context, page: signedIn };
  };
  // One load in a throwaway context warms the freshly started server (JIT, file cache), so run 1
  // below measures a first visit with an empty browser cache, not the server's first seconds.
  const warmUp = await openSignedIn();
  await warmUp.page.goto('/browser');
  await warmUp.page.locator('.ag-row').first().waitFor();
  await warmUp.context.close();
  const { page } = await openSignedIn();
  // The main thread's long tasks (over 50 ms), to see where a load's time goes.
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    // The page's own clock when the count first shows every row (no polling by the harness).
    new window.MutationObserver((_, observer) => {
      const text = document.querySelector('[data-testid="row-count"]')?.textContent ?? '';
      const match = /^(\d+) of (\d+) projects$/.exec(text);
      const hasRows = document.querySelector('.ag-row') !== null;
      if (hasRows && match && match[1] === match[2] && Number(match[1]) > 0) {
        window.__rowsShownAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });

  const times = [];
  const shownTimes = [];
  for (let run = 0; run < Number(values.runs); run++) {
    await page.goto('about:blank');
    const started = performance.now();
    const cpuBefore = { browser: cpuMs(process.pid, 'chrom'), server: cpuMs(server.pid) };
    await page.goto('/browser');
    await page.locator('.ag-row').first().waitFor();
    await page.waitForFunction(() => {
      const text = document.querySelector('[data-testid="row-count"]')?.textContent ?? '';
      const match = /^(\d+) of (\d+) projects$/.exec(text);
      return match !== null && match[1] === match[2] && Number(match[1]) > 0;
    });
    const ms = performance.now() - started;
    times.push(ms);
    const cpu = {
      browser: cpuMs(process.pid, 'chrom') - cpuBefore.browser,
      server: cpuMs(server.pid) - cpuBefore.server,
    };
    const count = await page.getByTestId('row-count').textContent();
    // Where the time went, from the page's own clock (navigation start = 0).
    const marks = await page.evaluate(() => {
      const api = performance
        .getEntriesByType('resource')
        .find((e) => e.name.endsWith('/api/project/browser'));
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'));
      return {
        scriptsEnd: Math.max(0, ...scripts.map((e) => e.responseEnd)),
        apiStart: api?.startTime ?? NaN,
        apiEnd: api?.responseEnd ?? NaN,
        now: performance.now(),
        shown: window.__rowsShownAt ?? NaN,
        longTasks: (window.__longTasks ?? [])
          .map(([start, duration]) => `${start.toFixed(0)}+${duration.toFixed(0)}`)
          .join(' '),
        scripts: scripts
          .map((e) => `${e.name.split('/').pop().split('-')[0]}@${e.responseEnd.toFixed(0)}`)
          .join(' '),
      };
    });
    console.warn(
      `run ${run + 1}: /browser interactive in ${ms.toFixed(0)} ms (${count}); page clock: ` +
        `scripts loaded ${marks.scriptsEnd.toFixed(0)}, list requested ${marks.apiStart.toFixed(0)}, ` +
        `list received ${marks.apiEnd.toFixed(0)}, rows shown ${marks.shown.toFixed(0)}, ` +
        `rows counted by the harness ${marks.now.toFixed(0)}; ` +
        `CPU: Chromium ${cpu.browser} ms, server ${cpu.server} ms`,
    );
    shownTimes.push(marks.shown);
    if (values.timeline)
      console.warn(`  long tasks ${marks.longTasks}\n  scripts ${marks.scripts}`);
  }
  console.warn(
    `/browser with ${values.projects} projects in Chromium, every row shown (page clock): first ` +
      `(cold cache) ${shownTimes[0].toFixed(0)} ms, median ${median(shownTimes).toFixed(0)} ms, ` +
      `max ${Math.max(...shownTimes).toFixed(0)} ms; as the harness saw it (Playwright polling ` +
      `added): first ${times[0].toFixed(0)} ms, median ${median(times).toFixed(0)} ms, ` +
      `max ${Math.max(...times).toFixed(0)} ms`,
  );
  // --cold: the profile and the trace load /browser in a new context (empty HTTP cache).
  const profiled = async () => (values.cold ? (await openSignedIn()).page : page);
  if (values.profile || values['profile-after-list']) await profileLoad(await profiled());
  if (values.trace) await traceLoad(await profiled());
} finally {
  await browser?.close();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  await admin(`drop database if exists ${dbName} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** One load of /browser under the CPU profiler: self time per function, the top 25. */
async function profileLoad(page) {
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  const urls = new Map();
  cdp.on('Debugger.scriptParsed', (e) => urls.set(e.scriptId, e.url));
  await cdp.send('Debugger.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  // --profile-after-list: only what runs once the list has arrived (rows, grid, paint).
  const listArrived = page.waitForResponse((r) => r.url().endsWith('/api/project/browser'));
  if (!values['profile-after-list']) await cdp.send('Profiler.start');
  const loading = page.goto('/browser');
  if (values['profile-after-list']) {
    await listArrived;
    await cdp.send('Profiler.start');
  }
  await loading;
  await page.waitForFunction(() => {
    const text = document.querySelector('[data-testid="row-count"]')?.textContent ?? '';
    const match = /^(\d+) of (\d+) projects$/.exec(text);
    return match !== null && match[1] === match[2] && Number(match[1]) > 0;
  });
  const { profile } = await cdp.send('Profiler.stop');
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id).callFrame;
    const key = `${frame.functionName || '(anonymous)'}|${frame.scriptId}|${frame.lineNumber}|${frame.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const sources = new Map();
  const snippet = async (scriptId, line, column) => {
    if (!scriptId || scriptId === '0') return '';
    if (!sources.has(scriptId)) {
      const { scriptSource } = await cdp
        .send('Debugger.getScriptSource', { scriptId })
        .catch(() => ({ scriptSource: '' }));
      sources.set(scriptId, scriptSource.split('\n'));
    }
    return (sources.get(scriptId)[line] ?? '').slice(column, column + 70).replace(/\s+/g, ' ');
  };
  const byFile = new Map();
  for (const [key, ms] of self) {
    const scriptId = key.split('|')[1];
    const file = (urls.get(scriptId) ?? '').split('/').pop() || key.split('|')[0];
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.warn(`profile: ${total.toFixed(0)} ms sampled; self time by file:`);
  for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.warn(`  ${ms.toFixed(0).padStart(6)} ms  ${file}`);
  }
  console.warn('profile: top functions by self time:');
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    const [name, scriptId, line, column] = key.split('|');
    const file = (urls.get(scriptId) ?? '').split('/').pop();
    const text = await snippet(scriptId, Number(line), Number(column));
    console.warn(`  ${ms.toFixed(0).padStart(6)} ms  ${name} ${file}:${line}:${column}  ${text}`);
  }
  await cdp.detach();
}

/** One load of /browser under Chromium's tracing: the renderer main thread's self time by event. */
async function traceLoad(page) {
  await page.goto('about:blank');
  const browserOf = page.context().browser();
  await browserOf.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'],
  });
  await page.goto('/browser');
  await page.waitForFunction(() => {
    const text = document.querySelector('[data-testid="row-count"]')?.textContent ?? '';
    const match = /^(\d+) of (\d+) projects$/.exec(text);
    return match !== null && match[1] === match[2] && Number(match[1]) > 0;
  });
  const { traceEvents } = JSON.parse((await browserOf.stopTracing()).toString());
  // The busiest renderer main thread is the page's (about:blank may have had another process).
  const mains = traceEvents.filter(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const busy = (t) =>
    traceEvents.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X').length;
  const main = mains.sort((a, b) => busy(b) - busy(a))[0];
  // Only what runs once the list has arrived.
  const listDone = traceEvents.find(
    (e) =>
      e.name === 'ResourceFinish' &&
      String(e.args?.data?.requestId ?? '') &&
      listRequestIds(traceEvents).has(e.args.data.requestId),
  );
  const from = values.cold ? 0 : (listDone?.ts ?? 0);
  console.warn(`trace: list finished at ${listDone ? 'ts ' + from : 'unknown'}`);
  const events = traceEvents
    .filter(
      (e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.dur && e.ts >= from,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  for (const e of events) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur / 1000);
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur / 1000);
    stack.push(e);
  }
  console.warn(
    `trace: renderer main thread, self time by event${values.cold ? ' (the whole cold load)' : ' after the list'}:`,
  );
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.warn(`  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
  }
}

function listRequestIds(traceEvents) {
  return new Set(
    traceEvents
      .filter(
        (e) =>
          e.name === 'ResourceSendRequest' && e.args?.data?.url?.endsWith('/api/project/browser'),
      )
      .map((e) => e.args.data.requestId),
  );
}
