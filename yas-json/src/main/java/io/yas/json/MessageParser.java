package io.yas.json;

import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.core.json.UTF8StreamJsonParser;
import com.fasterxml.jackson.core.sym.ByteQuadsCanonicalizer;

/**
 * jackson's UTF-8 byte parser over a byte array, made to read message after message: once it has read a message to
 * the end of its root object, {@link #restart} points it at the next message instead of a new parser being made and
 * this one closed (jackson has no call for that; making and closing a parser allocated 608 bytes and took about a
 * third of the time of the mapper's decode of a one-member message). At a message's end the parser is between
 * tokens, in its root context, with nothing pending; restarting sets its input, position and line counters as its
 * constructor does and clears what the last token left (the current token, the root context's state, the number
 * read), so that it reads as a new parser over the same bytes. What it keeps is what a parser owns and reuses
 * itself: its text buffer ({@link #park}), its table of member names (a child of its factory's table) and its
 * features.
 * This is written against the fields jackson-core's parser classes hold (the same in 2.20 and 2.22); a test lists
 * them and fails when an upgrade changes them. Not thread-safe: one per {@link JsonCursor}.
 */
final class MessageParser extends UTF8StreamJsonParser {

    MessageParser(IOContext context, int features, ObjectCodec codec, ByteQuadsCanonicalizer names, byte[] bytes,
            int start, int end) {
        super(context, features, null, codec, names, bytes, start, end, 0, false);
    }

    /** {@return whether this parser has read a message to the end of its root object, and is not closed} */
    boolean atMessageEnd() {
        return !_closed && _currToken == JsonToken.END_OBJECT && _parsingContext.inRoot();
    }

    /**
     * Ends a message read to its end as closing would, but for the parser itself: the names it added join its
     * factory's table, and its text buffer, emptied, stays with it for the next message instead of going back to
     * jackson's recycler. Giving it back and taking it again with the next message's first value cost about 15 ns a
     * message (Numbers int1 JSON decode, JDK 25: 207-213 against 188-202 ns kept, A/B of three forks each,
     * alternated three times). What it holds is the one segment it used last: jackson keeps a value's text in
     * segments of at most 65,536 chars and a member name (at most 50,000 chars, {@code StreamReadConstraints}) in
     * one, so about 128 KiB at most; a longer text's other segments are dropped here.
     */
    void park() {
        _textBuffer.resetWithEmpty();
        _symbols.release();
    }

    /** Reads {@code bytes[start, end)} from now on, as a new parser of them would; only {@link #atMessageEnd()}. */
    void restart(byte[] bytes, int start, int end) {
        _inputBuffer = bytes;
        _inputPtr = start;
        _inputEnd = end;
        _currInputProcessed = -start;
        _currInputRow = 1;
        _currInputRowStart = start;
        _tokenInputTotal = 0;
        _tokenInputRow = 1;
        _tokenInputCol = 0;
        _parsingContext.reset(JsonStreamContext.TYPE_ROOT, 1, 0);
        _currToken = null;
        _lastClearedToken = null;
        _nextToken = null;
        _tokenCount = 0;
        _tokenIncomplete = false;
        _numTypesValid = NR_UNKNOWN;
        _nameCopied = false;
        _binaryValue = null;
    }

    /** {@return the text buffer this parser holds, which {@link #park} keeps; {@code null} if none} */
    char[] heldText() {
        return _textBuffer.getBufferWithoutReset();
    }

    /** {@return the number of member names in this parser's table: those it started with and those it added} */
    int names() {
        return _symbols.size();
    }
}
