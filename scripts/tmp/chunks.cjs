const fs=require('fs'),path=require('path'),zlib=require('zlib');
const dir=process.argv[2];
for (const f of fs.readdirSync(dir).filter(f=>f.endsWith('.js'))) {
  const gz=zlib.gzipSync(fs.readFileSync(path.join(dir,f)),{level:9}).length;
  let pk='';
  try { const m=JSON.parse(fs.readFileSync(path.join(dir,f+'.map'),'utf8'));
    const c={}; m.sources.forEach((s,i)=>{const mm=s.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/); const k=mm?mm[1]:'(own)'; c[k]=(c[k]||0)+(m.sourcesContent?.[i]?.length||0)});
    pk=Object.entries(c).sort((a,b)=>b[1]-a[1]).slice(0,4).map(([k,v])=>`${k}:${(v/1024).toFixed(0)}k`).join(' ');
  } catch(e){pk='?'}
  console.log(String(gz).padStart(7), f.padEnd(36), pk);
}
