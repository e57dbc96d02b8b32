import contentDisposition from "content-disposition";
import { z } from "zod";
import type { Client } from "./client.server";
import { paths } from "./paths";

export const fileRecordSchema = z.object({
  id: z.number(),
  type: z.string(),
  name: z.string(),
  status: z.string(),
  org_id: z.union([z.number(), z.string()]).nullish(),
  created: z.string().optional(),
});

export type FileRecord = z.infer<typeof fileRecordSchema>;

/** The file name a download should be saved as, read from Content-Disposition. */
export function fileNameFrom(header: string | null, fallback: string): string {
  if (!header) return fallback;
  try {
    const name = contentDisposition.parse(header).parameters.filename;
    return name?.trim() ? name : fallback;
  } catch {
    return fallback;
  }
}

export function filesApi(client: Client) {
  return {
    /** The template as the upstream sent it, with the name it should be saved under. */
    async template(type: string) {
      const response = await client.send("GET", paths.fileTemplate(type), { headers: { Accept: "*/*" } });
      return {
        body: response.body,
        contentType: response.headers.get("content-type") ?? "application/octet-stream",
        fileName: fileNameFrom(response.headers.get("content-disposition"), `${type}-template`),
      };
    },
    async upload(type: string, file: Blob, fileName: string, orgId: string | number) {
      const form = new FormData();
      form.set("file", file, fileName);
      form.set("org_id", String(orgId));
      return (await client.json("POST", paths.fileUpload(type), fileRecordSchema, { form })).data;
    },
  };
}
