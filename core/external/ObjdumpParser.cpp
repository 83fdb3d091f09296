// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/external/ObjdumpParser.h"

#include <QList>
#include <QRegularExpression>

namespace tally::objdump {

namespace {
bool isPrefix(QStringView word)
{
    static const QStringList prefixes = {
        QStringLiteral("rep"),     QStringLiteral("repz"),    QStringLiteral("repnz"),
        QStringLiteral("repe"),    QStringLiteral("repne"),   QStringLiteral("lock"),
        QStringLiteral("bnd"),     QStringLiteral("notrack"), QStringLiteral("data16"),
        QStringLiteral("addr32"),  QStringLiteral("cs"),      QStringLiteral("ds"),
        QStringLiteral("rex"),     QStringLiteral("rex.W"),   QStringLiteral("xacquire"),
        QStringLiteral("xrelease")};
    return prefixes.contains(word);
}

// "48 89 e5" (x86) or "d10043ff" (one word per instruction elsewhere): bytes only.
bool isByteText(QStringView text)
{
    const auto words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.isEmpty())
        return false;
    for (const QStringView word : words) {
        if (word.size() % 2 != 0 || word.size() > 8)
            return false;
        for (const QChar c : word) {
            if (!c.isDigit() && !(c >= QLatin1Char('a') && c <= QLatin1Char('f')))
                return false;
        }
    }
    return true;
}

bool parseHex(QStringView text, Address& value)
{
    bool ok = false;
    value = text.toULongLong(&ok, 16);
    return ok;
}
} // namespace

std::vector<Instruction> parse(const QByteArray& output)
{
    // "0000000000001139 <main>:", "/path/file.c:24" or "/path/file.c:24 (discriminator 3)",
    // "    1139:\tsub    $0x8,%rsp".
    static const QRegularExpression symbolLine(QStringLiteral("^([0-9a-fA-F]+) <(.*)>:$"));
    static const QRegularExpression sourceLine(
        QStringLiteral("^(.+):(\\d+)(?: \\(discriminator \\d+\\))?$"));
    static const QRegularExpression targetText(QStringLiteral("^([0-9a-fA-F]+)(?: <.*>)?$"));

    std::vector<Instruction> result;
    QString symbol;
    QString file;
    LineNumber line = 0;
    const QList<QByteArray> lines = output.split('\n');
    for (const QByteArray& raw : lines) {
        const QString text = QString::fromUtf8(raw).trimmed();
        if (text.isEmpty())
            continue;
        const int colon = text.indexOf(QLatin1Char(':'));
        const bool instruction = raw.startsWith(' ') && colon > 0 && raw.contains('\t');
        if (instruction) {
            Instruction insn;
            if (!parseHex(QStringView(text).left(colon), insn.address))
                continue;
            // With raw bytes: "addr:\tbytes\tinstruction", and bytes that do not fit go on to
            // lines of their own, "addr:\tbytes", which belong to the instruction above.
            const QStringList fields = text.mid(colon + 1).split(QLatin1Char('\t'));
            QString body;
            if (fields.size() >= 3 && isByteText(fields[1])) {
                insn.bytes = fields[1].simplified();
                body = fields.mid(2).join(QLatin1Char(' ')).trimmed();
            } else if (body = fields.mid(1).join(QLatin1Char(' ')).trimmed(); isByteText(body)) {
                if (!result.empty() && insn.address > result.back().address)
                    result.back().bytes += QLatin1Char(' ') + body.simplified();
                continue;
            }
            // Mnemonic (with prefixes), then the operands; objdump pads with spaces.
            QStringList words = body.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            QStringList mnemonic;
            while (!words.isEmpty()) {
                mnemonic << words.takeFirst();
                if (!isPrefix(mnemonic.constLast()))
                    break;
            }
            insn.mnemonic = mnemonic.join(QLatin1Char(' '));
            insn.operands = words.join(QLatin1Char(' '));
            const QString base = mnemonic.isEmpty() ? QString() : mnemonic.constLast();
            insn.isCall = base.startsWith(QLatin1String("call"));
            insn.isJump =
                base.startsWith(QLatin1Char('j')) || base.startsWith(QLatin1String("loop"));
            if (insn.isCall || insn.isJump) {
                const auto match = targetText.match(insn.operands);
                if (match.hasMatch())
                    insn.hasTarget = parseHex(match.capturedView(1), insn.target);
            }
            insn.symbol = symbol;
            insn.sourceFile = file;
            insn.sourceLine = line;
            result.push_back(std::move(insn));
            continue;
        }
        if (const auto match = symbolLine.match(text); match.hasMatch()) {
            symbol = match.captured(2);
            file.clear();
            line = 0;
            continue;
        }
        if (const auto match = sourceLine.match(text);
            match.hasMatch() && !text.endsWith(QLatin1String("():"))) {
            file = match.captured(1);
            line = match.capturedView(2).toUInt();
            continue;
        }
        // "main():" function markers from -l, the file format header and section titles.
    }
    return result;
}

} // namespace tally::objdump
