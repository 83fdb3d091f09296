// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/compare/MatchingRules.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace tally {

namespace {

QStringList expressions(const std::vector<NameRewrite>& rewrites)
{
    QStringList list;
    for (const NameRewrite& rewrite : rewrites)
        list << rewrite.expression();
    return list;
}

std::vector<NameRewrite> rewritesOf(const QJsonValue& value)
{
    std::vector<NameRewrite> rewrites;
    for (const QJsonValue item : value.toArray()) {
        QString error;
        if (auto rewrite = NameRewrite::parse(item.toString(), &error))
            rewrites.push_back(std::move(*rewrite));
    }
    return rewrites;
}

QJsonArray keyJson(const NamedFunction& key)
{
    return {key.name, key.file, key.object};
}

NamedFunction keyOf(const QJsonValue& value)
{
    const QJsonArray parts = value.toArray();
    return {parts.at(0).toString(), parts.at(1).toString(), parts.at(2).toString()};
}

} // namespace

bool MatchingRules::operator==(const MatchingRules& other) const
{
    return expressions(functionRewrites) == expressions(other.functionRewrites) &&
           expressions(fileRewrites) == expressions(other.fileRewrites) && pairs == other.pairs;
}

void MatchingRules::applyTo(ProfileComparison::Options& options) const
{
    options.functionRewrites = functionRewrites;
    options.fileRewrites = fileRewrites;
    options.manualPairs = pairs;
}

MatchingRules MatchingRules::swapped() const
{
    MatchingRules result = *this;
    for (ManualPair& pair : result.pairs)
        std::swap(pair.base, pair.current);
    return result;
}

QString MatchingRules::toJson() const
{
    QJsonArray pairList;
    for (const ManualPair& pair : pairs)
        pairList.append(QJsonObject{{QStringLiteral("base"), keyJson(pair.base)},
                                    {QStringLiteral("new"), keyJson(pair.current)}});
    const QJsonObject object{
        {QStringLiteral("funcname"), QJsonArray::fromStringList(expressions(functionRewrites))},
        {QStringLiteral("filename"), QJsonArray::fromStringList(expressions(fileRewrites))},
        {QStringLiteral("pairs"), pairList}};
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

MatchingRules MatchingRules::fromJson(const QString& text)
{
    const QJsonObject object = QJsonDocument::fromJson(text.toUtf8()).object();
    MatchingRules rules;
    rules.functionRewrites = rewritesOf(object.value(QStringLiteral("funcname")));
    rules.fileRewrites = rewritesOf(object.value(QStringLiteral("filename")));
    for (const QJsonValue item : object.value(QStringLiteral("pairs")).toArray()) {
        const QJsonObject pair = item.toObject();
        ManualPair manual{keyOf(pair.value(QStringLiteral("base"))),
                          keyOf(pair.value(QStringLiteral("new")))};
        if (!manual.base.name.isEmpty() && !manual.current.name.isEmpty())
            rules.pairs.push_back(std::move(manual));
    }
    return rules;
}

} // namespace tally
