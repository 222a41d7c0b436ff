/** Deal items in snake (serpentine) order into `blocks` blocks: 0,1,…,b−1, b−1,…,1,0, 0,1,… */
export function snake<T>(items: readonly T[], blocks: number): T[][] {
  const out: T[][] = Array.from({ length: blocks }, () => []);
  items.forEach((item, i) => {
    const round = Math.floor(i / blocks);
    const pos = i % blocks;
    out[round % 2 === 0 ? pos : blocks - 1 - pos].push(item);
  });
  return out;
}
