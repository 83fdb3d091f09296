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
            QString body = text.mid(colon + 1).trimmed();
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
