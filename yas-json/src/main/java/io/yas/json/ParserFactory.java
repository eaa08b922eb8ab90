package io.yas.json;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.io.ContentReference;
import com.fasterxml.jackson.core.io.IOContext;
import io.yas.wire.ReadLimits;

import java.io.IOException;

/**
 * Makes the parsers of {@link JsonCursor}, with a bounded table of member names.
 *
 * <p>jackson's byte parser (the one that reports byte offsets) canonicalises member names: each parser looks them up in
 * a copy of its factory's root table, adds the names it has not found, and merges them into the root when it is closed.
 * Known names then cost a hash lookup and no {@code String}, and a closed parser returns its buffers to jackson's
 * recycler, so a message of known names allocates little. Names from untrusted input must not make later messages
 * dearer (docs/fuzzing-findings/json-member-names-grow-shared-symbol-table.md: a parser copies the table on its first
 * new name), so the root is bounded: when a closed parser leaves it with more than {@link #MAX_NAMES} names, the
 * factory is replaced by a fresh one with an empty table (the old one is dropped with its names). A parser that has
 * read its message to the end is {@link #keep kept} by its cursor and restarted on the next message instead ({@link
 * MessageParser}); its own table then keeps the names it added, up to {@link #MAX_NAMES} too, after which it is closed
 * and replaced by a new one. Names are never interned (jackson's default), which would put every name of every message
 * into the JVM's string table. The table pads a name's last four-byte group with 0xFF, so bytes holding 0xFF could be
 * looked up as a known name instead of being decoded and refused: {@link JsonCursor#readHeader()} refuses any byte 0xFF
 * before a parser from here reads a token (docs/fuzzing-findings/json-0xff-bytes-read-as-a-known-name.md). Thread-safe.
 */
final class ParserFactory extends JsonFactory {
    private static final long serialVersionUID = 1L;
    /** The most names the root table keeps; a copy of it costs about 80 bytes per name. */
    static final int MAX_NAMES = 128;
    private static volatile ParserFactory current = new ParserFactory();

    private ParserFactory() {
        super(new JsonFactoryBuilder()
                .disable(JsonFactory.Feature.INTERN_FIELD_NAMES)
                .enable(StreamReadFeature.USE_FAST_DOUBLE_PARSER)
                // ReadLimits.maxDepth is checked first and names the setting to raise
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(ReadLimits.MAX_MAX_DEPTH + 1).build()));
    }

    /**
     * @param kept a parser {@link #keep kept} after the last message, or {@code null}
     * @return a parser of {@code length} bytes from {@code offset}: {@code kept} restarted on them where it can read
     *         them (they start as {@link #open} makes a {@link MessageParser} for), else a new one ({@code kept} is
     *         then released); {@link #keep} or {@link #release} it after its message
     * @throws IOException if jackson's encoding detection refuses the first bytes
     */
    static JsonParser parser(MessageParser kept, byte[] bytes, int offset, int length) throws IOException {
        if (kept != null) {
            if (isPlainUtf8(bytes, offset, length)) {
                kept.restart(bytes, offset, offset + length);
                return kept;
            }
            release(kept);
        }
        return current.open(bytes, offset, length);
    }

    /**
     * {@link #createParser(byte[], int, int)}, without jackson's encoding detection where its answer is known
     * ({@link #isPlainUtf8}): its UTF-8 parser is then made at once, as jackson would make it, as a
     * {@link MessageParser}. Its locations name no source ({@link JsonFailures} reads only their byte offsets), which
     * saves describing one.
     */
    private JsonParser open(byte[] bytes, int offset, int length) throws IOException {
        if (!isPlainUtf8(bytes, offset, length)) {
            return createParser(bytes, offset, length);
        }
        IOContext context = _createContext(ContentReference.unknown(), true);
        context.setEncoding(JsonEncoding.UTF8);
        return new MessageParser(context, _parserFeatures, _objectCodec,
                _byteSymbolCanonicalizer.makeChild(_factoryFeatures), bytes, offset, offset + length);
    }

    /**
     * A message that starts with an object's brace followed by a byte other than 0x00 is UTF-8 by jackson's
     * encoding detection (a byte-order mark, and UTF-16 or UTF-32 text, start otherwise).
     */
    private static boolean isPlainUtf8(byte[] bytes, int offset, int length) {
        return length > 0 && bytes[offset] == '{' && (length == 1 || bytes[offset + 1] != 0);
    }

    /**
     * After a message read to its end: {@return {@code parser} to restart on the next message}, {@link
     * MessageParser#park parked} (its new names in the factory's table, its text buffer kept with it),
     * or {@code null} after {@link #release releasing} it if it cannot be restarted (not a {@link MessageParser}, or
     * its own table, which starts with a copy of the factory's, holds more than {@link #MAX_NAMES} names). Parking
     * needs no bound of its own: jackson puts the parser's table, of at most {@link #MAX_NAMES} names, in place of
     * the factory's.
     */
    static MessageParser keep(JsonParser parser) {
        if (parser instanceof MessageParser p && p.atMessageEnd() && p.names() <= MAX_NAMES) {
            p.park();
            return p;
        }
        release(parser);
        return null;
    }

    /** Closes {@code parser}: its buffers go back to the recycler, its new names into the (bounded) table. */
    static void release(JsonParser parser) {
        try {
            parser.close();
        } catch (IOException e) {
            // a parser over a byte array has no input to close: not reached
        }
        if (current.names() > MAX_NAMES) {
            current = new ParserFactory(); // a race makes one more: harmless
        }
    }

    /** {@return the number of names in the root table} */
    int names() {
        return _byteSymbolCanonicalizer.size();
    }
}
