/* The program behind Tally's bundled sample profile (see scripts/make-sample-profile.sh):
 * a small word-frequency counter with a hash table, a recursive quicksort and mutual recursion,
 * so that the sample shows calls, loops, recursion cycles and jumps. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BUCKETS 1024

struct entry {
    char word[32];
    int count;
    struct entry *next;
};

static struct entry *table[BUCKETS];

static unsigned hash(const char *s)
{
    unsigned h = 5381;
    while (*s)
        h = h * 33 + (unsigned char)*s++;
    return h % BUCKETS;
}

static void add_word(const char *w)
{
    unsigned h = hash(w);
    for (struct entry *e = table[h]; e; e = e->next) {
        if (strcmp(e->word, w) == 0) {
            e->count++;
            return;
        }
    }
    struct entry *e = calloc(1, sizeof *e);
    strncpy(e->word, w, sizeof e->word - 1);
    e->count = 1;
    e->next = table[h];
    table[h] = e;
}

static void make_word(unsigned n, char *out)
{
    static const char *syllables[] = {"ka", "lo", "mi", "nu", "pe", "ra", "si", "to"};
    out[0] = 0;
    do {
        strcat(out, syllables[n % 8]);
        n /= 8;
    } while (n);
}

static int is_even(unsigned n);
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }

static int compare(const struct entry *a, const struct entry *b)
{
    return a->count != b->count ? b->count - a->count : strcmp(a->word, b->word);
}

static void quicksort(struct entry **v, int lo, int hi)
{
    if (lo >= hi)
        return;
    struct entry *pivot = v[(lo + hi) / 2];
    int i = lo, j = hi;
    while (i <= j) {
        while (compare(v[i], pivot) < 0) i++;
        while (compare(v[j], pivot) > 0) j--;
        if (i <= j) {
            struct entry *t = v[i];
            v[i++] = v[j];
            v[j--] = t;
        }
    }
    quicksort(v, lo, j);
    quicksort(v, i, hi);
}

int main(void)
{
    char word[64];
    unsigned seed = 12345;
    for (int i = 0; i < 20000; i++) {
        seed = seed * 1103515245 + 12345;
        make_word((seed >> 16) % 700, word);
        add_word(word);
    }
    int n = 0, evens = 0;
    struct entry *all[BUCKETS * 4];
    for (int b = 0; b < BUCKETS; b++)
        for (struct entry *e = table[b]; e && n < BUCKETS * 4; e = e->next) {
            all[n++] = e;
            evens += is_even(e->count % 64);
        }
    quicksort(all, 0, n - 1);
    printf("%d words, %d with even counts; top: %s (%d)\n", n, evens, all[0]->word, all[0]->count);
    return 0;
}
