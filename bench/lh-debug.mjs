import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = spawn('/usr/bin/chromium', ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic','--remote-debugging-port=9333','--user-data-dir=/tmp/lh-prof-'+process.pid,'about:blank'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 2000));
try {
  for (let run = 0; run < 2; run++) {
  const result = await lighthouse(url, { port: 9333, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = result.lhr.audits;
  console.log('perf', result.lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue, 'CLS', a['cumulative-layout-shift'].numericValue);
  for (const id of Object.keys(a).filter((k) => /lcp|largest|layout-shift|cls/.test(k))) console.log(id, String(JSON.stringify(a[id]?.details ?? null)).slice(0, 1500));
  console.log('requests', JSON.stringify(a['network-requests'].details.items.map((i) => [i.url.slice(-45), i.transferSize, i.priority, Math.round(i.networkRequestTime), Math.round(i.networkEndTime)])).slice(0, 3000));
  console.log('long tasks', JSON.stringify(a['long-tasks']?.details?.items?.map((i) => [i.url?.slice(-40), Math.round(i.duration), Math.round(i.startTime)])));
  }
} finally { chrome.kill(); }
