// 'Custom Username': an adjective and an animal chosen from the lists, previewed with the
// random 3-digit number the browser adds when the name is taken.
import { useQuery } from "@tanstack/react-query";
import { Palette } from "lucide-react";
import { useId, useState } from "react";
import { isAdjective, isAnimal } from "../../../domain/usernames/username.ts";
import type { Adjective, Animal } from "../../../domain/usernames/words.ts";
import { Button } from "../../components/ui/button.tsx";
import { Label } from "../../components/ui/input.tsx";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../components/ui/select.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { errorText } from "../../lib/api.ts";
import { previewParts } from "./custom-username.ts";
import { usernameQueries } from "./queries.ts";
import { NameBox, OptionCard, Pending, type TakeProps } from "./option-card.tsx";

export function CustomUsernameCard({
  busy,
  saving,
  onTake,
}: TakeProps & { onTake: (adjective: Adjective, animal: Animal) => void }) {
  const options = useQuery(usernameQueries.options());
  const [adjective, setAdjective] = useState<Adjective | null>(null);
  const [animal, setAnimal] = useState<Animal | null>(null);

  function takeCustom() {
    if (!adjective || !animal) {
      toast({
        title: "Selection required",
        description: "Please select both an adjective and an animal.",
        variant: "destructive",
      });
      return;
    }
    onTake(adjective, animal);
  }

  const placeholder = options.isPending ? "Loading words..." : "Choose one";
  return (
    <OptionCard
      icon={<Palette />}
      title="Custom Username"
      description="Pick two words you like. We add three numbers to make it yours."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <WordSelect
          label="Adjective"
          words={options.data?.adjectives}
          placeholder={placeholder}
          value={adjective}
          onChange={(word) => setAdjective(isAdjective(word) ? word : null)}
        />
        <WordSelect
          label="Animal"
          words={options.data?.animals}
          placeholder={placeholder}
          value={animal}
          onChange={(word) => setAnimal(isAnimal(word) ? word : null)}
        />
      </div>
      {options.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          We couldn't load the word lists. {errorText(options.error)} Refresh the page to try again.
        </p>
      )}
      <NameBox label="Preview" note="Random numbers will be added">
        <CustomPreview adjective={adjective} animal={animal} />
      </NameBox>
      <div className="mt-auto grid">
        <Button size="lg" onClick={takeCustom} disabled={busy}>
          {saving ? <Pending>Saving...</Pending> : "Use Custom Username"}
        </Button>
      </div>
    </OptionCard>
  );
}

/** The custom preview: chosen words in full colour, slots still to fill muted, then ###. */
export function CustomPreview({
  adjective,
  animal,
}: {
  adjective: string | null;
  animal: string | null;
}) {
  return (
    <>
      {previewParts(adjective, animal).map(({ text, chosen }, index) => (
        <span key={index} className={chosen ? "text-foreground" : "text-muted-foreground"}>
          {text}
        </span>
      ))}
    </>
  );
}

function WordSelect({
  label,
  words,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  words: readonly string[] | undefined;
  placeholder: string;
  value: string | null;
  onChange: (word: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value ?? ""} onValueChange={onChange} disabled={!words}>
        <SelectTrigger id={id}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {words?.map((word) => (
            <SelectItem key={word} value={word}>
              {word}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
