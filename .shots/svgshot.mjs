import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 700, height: 500 } });
await page.goto('file:///work/main/.shots/bao.svg');
await page.screenshot({ path: '/tmp/baosvg.png' });
await browser.close();
