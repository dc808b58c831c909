export const log = (message: string) => console.log(`[bench] ${message}`);
